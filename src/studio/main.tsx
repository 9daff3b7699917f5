import './styles';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { activateStudioLang, getStudioLang } from './lib/i18n';
import { StudioApp } from './app/studio-app';

// The staff studio's entry (studio.html; docs/decisions/250-staff-studio.md): its own bundle,
// never loaded by the public site and never kept by its service worker.
async function start(root: HTMLElement) {
  await activateStudioLang(getStudioLang());
  createRoot(root).render(
    <StrictMode>
      <StudioApp />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from studio.html');
void start(root).catch((error: unknown) => {
  console.error('[studio] failed to start:', error);
  root.textContent = 'Studio gagal dimuat / The studio failed to load.';
});
