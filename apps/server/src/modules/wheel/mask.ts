/** A member as other members see them on boards and winner lists: 08x-xxx-5678 (docs/rules/wheel.md#board). */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}x-xxx-${phone.slice(-4)}`;
