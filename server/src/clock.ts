/** The time source; tests inject a controllable one to exercise session timeouts. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
