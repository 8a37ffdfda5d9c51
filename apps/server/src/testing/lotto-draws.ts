/** A government draw laid out as published: first prize, front-3 pair, back-3 pair, lower 2. */
export const GOVERNMENT_DRAW = { first: '878972', front3: ['046', '781'], back3: ['009', '677'], two: '33' };
