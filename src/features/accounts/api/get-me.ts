// The signed-in account: shared with the other features' forms (src/api/get-me.ts).
export { getMe, getMeQueryOptions, useMe } from '@/api/get-me';
