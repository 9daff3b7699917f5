import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s, not 1: on a busy 2-core machine running the whole suite, a render that takes a
// second is slow, not wrong (the dealer finder's nearest-first test once missed the 1 s by a few hundred ms).
configure({ asyncUtilTimeout: 5_000 });

// Source-language messages render as written in tests (the macro keeps them outside production).
i18n.loadAndActivate({ locale: 'id', messages: {} });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
