// Run by the vitest project web-berlin (TZ=Europe/Berlin): the schedule shows and sends Jakarta time, not the
// browser's (docs/decisions/250-staff-studio.md "Schedules").

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ScheduleModal } from './schedule-modal';

describe('studio: the schedule modal in a browser on Berlin time', () => {
  it('shows the stored instants in WIB and sends them back unchanged', async () => {
    expect(new Date('2030-12-01T00:00:00Z').getTimezoneOffset()).toBe(-60);
    const onSubmit = vi.fn(async () => {});
    render(
      <ScheduleModal
        opened
        onClose={() => {}}
        initial={{ publish_at: '2030-12-01T01:00:00.000Z', unpublish_at: '2030-12-24T16:30:00.000Z' }}
        onSubmit={onSubmit}
      />,
    );
    // 01:00 UTC is 08:00 in Jakarta (02:00 in Berlin); 16:30 UTC on the 24th is 23:30 in Jakarta.
    expect(await screen.findByRole('button', { name: /Terbitkan pada/ })).toHaveTextContent('1 Dec 2030 08:00');
    expect(screen.getByRole('button', { name: /Turunkan pada/ })).toHaveTextContent('24 Dec 2030 23:30');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(onSubmit).toHaveBeenCalledWith({ publish_at: '2030-12-01T08:00:00+07:00', unpublish_at: '2030-12-24T23:30:00+07:00' });
  });
});
