/** job_leases: a background job that one server instance at a time may run, held until `expires_at`. */
export interface JobLeasesTable {
  name: string;
  /** The instance holding the lease (a random id made at start). */
  holder: string;
  expires_at: string;
}
