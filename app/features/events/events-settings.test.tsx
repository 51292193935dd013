import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EventsSettingsProvider, useEventsSettings } from './events-settings.tsx';
import { testEventsSettings } from '../../../test/events-support.ts';

function Heading() {
  return <h2>{useEventsSettings().text.heading}</h2>;
}

describe('useEventsSettings', () => {
  it('reads the settings its provider gives', () => {
    render(
      <EventsSettingsProvider value={testEventsSettings}>
        <Heading />
      </EventsSettingsProvider>,
    );
    expect(screen.getByRole('heading', { name: testEventsSettings.text.heading })).toBeVisible();
  });

  it('says so clearly when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Heading />)).toThrow(/No EventsSettingsProvider/);
  });
});
