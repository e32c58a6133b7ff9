import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { describeTimeZone, timeZoneNames } from '../../time/timeZones';
import { TimeZoneField } from './TimeZoneField';

function Controlled({ initial, onChange }: { initial: string; onChange?: (zone: string) => void }) {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZoneField
      locale="en"
      label="Time zone"
      value={zone}
      emptyChoice="Tenant default (UTC)"
      onChange={(next) => {
        setZone(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TimeZoneField', () => {
  it("shows the chosen zone with its offset now and its name in the user's language", async () => {
    await renderWithTheme(<Controlled initial="Asia/Tokyo" />);
    // Japan keeps no summer time, so this reads the same all year.
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'Asia/Tokyo (GMT+09:00, Japan Standard Time)',
    );
  });

  it('finds a zone by city, with spaces for underscores, and hands on its IANA name', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled initial="" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('Tenant default (UTC)');
    await user.type(field, 'buenos aires');
    const options = screen.getAllByRole('option');
    // Engines list the zone under its older or newer name.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^America\/(Argentina\/)?Buenos Aires \(GMT-03:00, /),
    ]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^America\/(Argentina\/)?Buenos_Aires$/));
  });

  it('lists every zone of the browser and UTC, west to east', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Controlled initial="UTC" />);
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    const options = screen.getAllByRole('option');
    // The empty choice, then one option per zone.
    expect(options).toHaveLength(timeZoneNames().length + 1);
    expect(timeZoneNames()).toContain('UTC');
    expect(options[1]).toHaveTextContent(/\(GMT-1[12]:00, /);
    expect(options.at(-1)).toHaveTextContent(/\(GMT\+1[34]:00, /);
    expect(screen.getByRole('option', { name: /^UTC \(GMT/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('still shows a saved zone the browser does not list, by its name', async () => {
    await renderWithTheme(<Controlled initial="Antarctica/Vostok_Old" />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Antarctica/Vostok Old');
  });
});

describe('describeTimeZone', () => {
  it('reads the offset at the given time, summer time included, in the given language', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(describeTimeZone('Europe/London', 'en', winter)).toMatchObject({
      offset: expect.stringMatching(/^GMT(\+00:00)?$/),
      name: 'Greenwich Mean Time',
      offsetMinutes: 0,
    });
    expect(describeTimeZone('Europe/London', 'en', summer)).toMatchObject({
      offset: 'GMT+01:00',
      name: 'British Summer Time',
      offsetMinutes: 60,
    });
    expect(describeTimeZone('Asia/Kolkata', 'en', winter).offsetMinutes).toBe(330);
    expect(describeTimeZone('Europe/Paris', 'fr', winter).name).toBe('heure normale d’Europe centrale');
  });
});
