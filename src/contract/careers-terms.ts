// The careers' constants: plain values without zod, which the job list's first screen uses without loading
// it (docs/decisions/113-first-screen.md). The wire schemas built from them are in careers.ts.

export const JOB_PAGE_SIZE = 10; // docs/product.md §9

/** The kinds of job a vacancy is (the list filters by them). */
export const JOB_TYPES = ['full-time', 'contract', 'internship'] as const;
