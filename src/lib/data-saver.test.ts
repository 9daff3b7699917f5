import { afterEach, describe, expect, it } from 'vitest';
import { dataSaverOn, lighterSizes, SAVE_DATA_ATTRIBUTE } from './data-saver';

describe('lighterSizes', () => {
  it('halves every slot, keeping each media condition', () => {
    expect(lighterSizes('100vw')).toBe('calc(100vw / 2)');
    expect(lighterSizes('(min-width: 62em) 25vw, 50vw')).toBe('(min-width: 62em) calc(25vw / 2), calc(50vw / 2)');
    expect(lighterSizes('(min-width: 75em) 560px, (min-width: 48em) 45vw, calc(100vw - 32px)')).toBe(
      '(min-width: 75em) calc(560px / 2), (min-width: 48em) calc(45vw / 2), calc(calc(100vw - 32px) / 2)',
    );
    expect(lighterSizes('(max-width: 30em) min(100vw, 480px), 33vw')).toBe('(max-width: 30em) calc(min(100vw, 480px) / 2), calc(33vw / 2)');
  });

  it('leaves an entry without a slot length as it was', () => {
    expect(lighterSizes('(min-width: 62em)')).toBe('(min-width: 62em)');
  });
});

describe('dataSaverOn', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(SAVE_DATA_ATTRIBUTE);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('follows the page the server rendered for Save-Data, and the connection', () => {
    expect(dataSaverOn()).toBe(false);
    document.documentElement.setAttribute(SAVE_DATA_ATTRIBUTE, '');
    expect(dataSaverOn()).toBe(true);
    document.documentElement.removeAttribute(SAVE_DATA_ATTRIBUTE);
    Object.defineProperty(navigator, 'connection', { value: Object.assign(new EventTarget(), { saveData: true }), configurable: true });
    expect(dataSaverOn()).toBe(true);
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { effectiveType: '2g' }),
      configurable: true,
    });
    expect(dataSaverOn()).toBe(true);
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { effectiveType: '4g' }),
      configurable: true,
    });
    expect(dataSaverOn()).toBe(false);
  });
});
