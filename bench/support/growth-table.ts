/* The table of a bench that times each request at a small and at a large size of the data. */

export interface GrowthRow {
  label: string;
  p50: number;
  p99: number;
  /** Counted against the budget (the default); the others are shown for information. */
  budgeted?: boolean;
}

/**
 * Each request's p50 and p99 at both sizes (`sizes`: their names, '10k' and '100k'), how much they grew, and
 * the verdict of the budget: at the large size p99 under 10 ms and at most 1.5 times the small one's.
 */
export function printGrowthTable(
  sizes: [string, string],
  labelWidth: number,
  small: GrowthRow[],
  large: GrowthRow[],
): void {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  const ratio = (value: number) => `${value.toFixed(2)}x`.padStart(6);
  const [few, many] = sizes;
  console.log(
    `\n${'request'.padEnd(labelWidth)} ${`p50 ${few}`.padStart(9)} ${`p99 ${few}`.padStart(9)} ` +
      `${`p50 ${many}`.padStart(9)} ${`p99 ${many}`.padStart(9)} ${'p50 ×'.padStart(6)} ${'p99 ×'.padStart(6)}   ` +
      'budget (p99 < 10 ms, × ≤ 1.5)',
  );
  for (const [index, row] of small.entries()) {
    const big = large[index]!;
    const growth = big.p99 / row.p99;
    const verdict = row.budgeted === false ? '(info)' : big.p99 < 10 && growth <= 1.5 ? 'ok' : 'OVER';
    console.log(
      `${row.label.padEnd(labelWidth)} ${ms(row.p50)} ${ms(row.p99)} ${ms(big.p50)} ${ms(big.p99)} ` +
        `${ratio(big.p50 / row.p50)} ${ratio(growth)}   ${verdict}`,
    );
  }
}
