/** The list filter `all | active | inactive` as the domain's optional flag. */
export const activeOf = (f: 'all' | 'active' | 'inactive') => (f === 'all' ? undefined : f === 'active');
