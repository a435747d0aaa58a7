/** Helpers over the flat position array of a PersonRecord (see types.ts). */

export const POSITION_STRIDE = 4;
export const CURRENT = -1;

export const F_COMPANY = 0;
export const F_TITLE = 1;
export const F_START = 2;
export const F_END = 3;

export function positionCount(pos: readonly number[]): number {
  return pos.length / POSITION_STRIDE;
}

export function field(pos: readonly number[], slot: number, f: number): number {
  return pos[slot * POSITION_STRIDE + f] ?? 0;
}

export function setField(pos: number[], slot: number, f: number, value: number): void {
  pos[slot * POSITION_STRIDE + f] = value;
}

/** Index of the current position (the latest one with no end), or -1. */
export function currentSlot(pos: readonly number[]): number {
  for (let slot = positionCount(pos) - 1; slot >= 0; slot--) {
    if (field(pos, slot, F_END) === CURRENT) return slot;
  }
  return -1;
}

export function lastSlot(pos: readonly number[]): number {
  return positionCount(pos) - 1;
}

export function pushPosition(pos: number[], company: number, title: number, start: number, end: number = CURRENT): void {
  pos.push(company, title, start, end);
}
