/**
 * Loads in progress on this instance: a second request for the same load while the first runs gets the
 * first's promise (its value, or its error) instead of reading the database again. The caches name a
 * load by its key AND the tag versions it started under, so a request that comes after an invalidation
 * never joins a load that started before it.
 */
export class SingleFlight {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(name: string, load: () => Promise<T>): Promise<T> {
    const running = this.running.get(name);
    if (running) return running as Promise<T>;
    // Started on the next tick, so it is in the map before it can end, even if `load` throws at once.
    const started = Promise.resolve()
      .then(load)
      .finally(() => this.running.delete(name));
    this.running.set(name, started);
    return started;
  }
}
