/** The middle value of a bench's figures (the upper one of an even count), or null when there are none. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;
