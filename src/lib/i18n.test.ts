import { i18n } from '@lingui/core';
import { paths } from '../config/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangSchema } from '../contract/common';
import { activateLang, chooseLang, currentLang, getActiveLang, LANG_STORAGE_KEY, LANGS } from './i18n';

describe('language store (docs/product.md §1)', () => {
  it('knows the same languages as the API contract (the shell keeps its own list to stay free of zod)', () => {
    expect([...LANGS]).toEqual(LangSchema.options);
  });

  afterEach(() => {
    i18n.activate('id');
  });

  it('defaults to Indonesian', () => {
    expect(getActiveLang()).toBe('id');
  });

  it('reads the stored choice from localStorage.activeLang', () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'en');
    expect(getActiveLang()).toBe('en');
  });

  it('adopts ?lang=en from a shared link and stores it (decision 120)', () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'id');
    expect(getActiveLang(window.localStorage, '?page=2&lang=en')).toBe('en');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(getActiveLang(window.localStorage, '?lang=fr')).toBe('en');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'fr');
    expect(getActiveLang()).toBe('id');
  });

  it('choosing a language saves it and reloads', () => {
    const reload = vi.fn();
    chooseLang('en', window.localStorage, reload);
    expect(window.localStorage.getItem('activeLang')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('activating loads the catalog, translates and sets <html lang>', async () => {
    await activateLang('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n._(paths.garansi.title!)).toBe('Warranty');
    expect(currentLang()).toBe('en');
    await activateLang('id');
    expect(document.documentElement.lang).toBe('id');
  });
});
