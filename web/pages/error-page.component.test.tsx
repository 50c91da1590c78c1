import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LinkProvider, PlainLink } from '../app/navigation';
import { RequestIdContext } from '../app/request-id';
import { renderIn } from '../testing/render-in';
import { ErrorPage } from './error-page';

// Issue 50, item 5: the error page names the request that failed ("Felkod" / "Error reference"),
// the id of the worker's log line, so a visitor's report finds it.

describe('the error reference', () => {
  test.each([
    ['sv', 'Felkod'],
    ['en', 'Error reference'],
  ] as const)('%s: the request id is shown under its label', (language, label) => {
    renderIn(
      language,
      <LinkProvider value={PlainLink}>
        <RequestIdContext.Provider value="8c1f2a3b4c5d6e7f-ARN">
          <ErrorPage status={502} />
        </RequestIdContext.Provider>
      </LinkProvider>,
    );
    const reference = screen.getByText('8c1f2a3b4c5d6e7f-ARN');
    expect(reference.tagName).toBe('CODE');
    expect(reference.parentElement?.textContent).toContain(`${label}: 8c1f2a3b4c5d6e7f-ARN`);
  });

  test('without a known request id there is no reference', () => {
    const { container } = renderIn(
      'sv',
      <LinkProvider value={PlainLink}>
        <ErrorPage status={404} />
      </LinkProvider>,
    );
    expect(container.querySelector('.error-page__reference')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
