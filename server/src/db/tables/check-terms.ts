/** check_terms: the lower-cased content words of a check's sentences, indexed by term for "similar". */
export interface CheckTermsTable {
  check_id: string;
  term: string;
}
