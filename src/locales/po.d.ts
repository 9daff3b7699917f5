// The Lingui Vite plugin compiles .po catalogs on import (lingui.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
