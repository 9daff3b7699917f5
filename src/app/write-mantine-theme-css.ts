import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mantineThemeCss } from './mantine-theme-css';

// Writes src/app/mantine-theme.css from the theme: `node --import ./build/register.mjs src/app/write-mantine-theme-css.ts`.
fs.writeFileSync(fileURLToPath(new URL('./mantine-theme.css', import.meta.url)), mantineThemeCss());
