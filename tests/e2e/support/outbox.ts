/**
 * Evaluated in a page: how many submissions the outbox holds (its own IndexedDB store, one record per queued
 * submission; docs/decisions/091-form-outbox.md), 0 before it was ever opened, -1 when the database cannot open.
 */
export const QUEUE_SIZE = `new Promise((resolve) => {
  const open = indexedDB.open('denka-outbox');
  open.onerror = () => resolve(-1);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('entries')) return resolve(0);
    const count = db.transaction('entries').objectStore('entries').count();
    count.onsuccess = () => resolve(count.result);
  };
})`;
