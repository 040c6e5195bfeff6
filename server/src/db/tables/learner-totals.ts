/** learner_totals: how many items, and public items, each learner has (a row once they made one). */
export interface LearnerTotalsTable {
  user_id: string;
  generations: number;
  public_generations: number;
  checks: number;
  public_checks: number;
}
