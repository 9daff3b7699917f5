// The account endpoints that take JSON outside the form pipeline (docs/product.md §6); fuzzed in account-posts.test.ts.
export const ACCOUNT_WRITES = [
  { method: 'POST', url: '/api/cms/v2/account/register' },
  { method: 'POST', url: '/api/cms/v2/account/login' },
  { method: 'POST', url: '/api/cms/v2/account/logout' },
  { method: 'POST', url: '/api/cms/v2/account/password' },
  { method: 'POST', url: '/api/cms/v2/account/email-verification' },
  { method: 'POST', url: '/api/cms/v2/account/email-verification/confirm' },
  { method: 'PUT', url: '/api/cms/v2/account/profile' },
  { method: 'PUT', url: '/api/cms/v2/account/saved' },
  { method: 'POST', url: '/api/cms/v2/subscription/unsubscribe' },
] as const;
