/** counters: site-wide numbers kept by statistics/repository.ts in the transactions that change them. */
export interface CountersTable {
  name: string;
  value: number;
}
