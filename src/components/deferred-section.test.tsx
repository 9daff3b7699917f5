import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { markPageShown } from '../lib/when-idle';
import { render } from '../test/render';
import { DeferredSection } from './deferred-section';

// Decision 112: sections revealed when the page goes idle commit one at a time, not in one long task.

const commits: [string, number][] = [];

function Section({ name }: { name: string }) {
  useEffect(() => {
    commits.push([name, document.querySelectorAll('[data-section]').length]);
  }, [name]);
  return <p data-section>{name}</p>;
}

describe('DeferredSection', () => {
  it('shows nothing before the page is shown, then every section, each committed after the one before', async () => {
    render(
      <>
        <DeferredSection>
          <Section name="promotions" />
        </DeferredSection>
        <DeferredSection>
          <Section name="trending" />
        </DeferredSection>
        <DeferredSection>
          <Section name="articles" />
        </DeferredSection>
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('promotions')).toBeNull();

    markPageShown();
    await waitFor(() => expect(screen.getByText('articles')).toBeInTheDocument(), { timeout: 5_000 });
    expect(commits).toEqual([
      ['promotions', 1],
      ['trending', 2],
      ['articles', 3],
    ]);
  });
});
