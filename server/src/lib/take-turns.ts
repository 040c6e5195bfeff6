/** Synchronous work between two turns of the event loop: short enough that other requests barely notice. */
const SLICE_MS = 10;

/**
 * For a long run of synchronous work (the dictionary's suggestions for an import): `await turn()` between
 * items lets the event loop serve other requests once the current slice has run for SLICE_MS, and costs
 * nothing otherwise.
 */
export function takeTurns(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    // setImmediate, not a resolved promise: only the check phase lets I/O callbacks run in between.
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
