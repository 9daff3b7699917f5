import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { reportServerReachable } from '../offline/connection';
import { ThirdPartyFrame } from './third-party-frame';

describe('ThirdPartyFrame (docs/decisions/071)', () => {
  afterEach(() => act(() => reportServerReachable(true)));

  it('shows the frame online and the fallback, never a broken frame, once the server is out of reach', () => {
    render(
      <ThirdPartyFrame src="https://maps.example/embed" title="Peta" fallback={<a href="https://maps.example/dir">Petunjuk arah</a>} />,
    );
    expect(screen.getByTitle('Peta').tagName).toBe('IFRAME');
    act(() => reportServerReachable(false));
    expect(screen.queryByTitle('Peta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Petunjuk arah' })).toHaveAttribute('href', 'https://maps.example/dir');
  });
});
