// The content version (docs/decisions/253-content-version.md): a number that grows
// with every publish, unpublish, scheduled change or import. Every content-API answer carries it in this
// header, so an installed app learns on its next online request that its persisted and service-worker
// copies of public data are older than the site. A plain constant: the public app loads nothing else for it.

export const CONTENT_VERSION_HEADER = 'X-Content-Version';
