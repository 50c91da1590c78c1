import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { EVENTS, getPath, loadFakeCatalogue, SETUP_TIMEOUT_MS } from './fakes/booking-catalogue';

const open = async (path: string) => {
  const response = await getPath(`/api/backend/event/${path}`);
  expect(response.status).toBe(200);
  return response.json();
};

async function refused(path: string, status: number, statusMessage: string) {
  const response = await getPath(`/api/backend/event/${path}`);
  expect(response.status).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('GET /api/backend/event/{type}/{id}', () => {
  test('a future course event with seats is open', async () => {
    expect(await open(`course/${EVENTS.leadership.id}`)).toMatchObject({ isOpen: true });
  });

  test('a programme event is checked under programme', async () => {
    expect(await open(`programme/${EVENTS.openCheck.id}`)).toMatchObject({ isOpen: true });
  });

  test('the cart item types map to the path types (courseEvent to course, programmeEvent to programme)', async () => {
    expect(await open(`courseEvent/${EVENTS.leadership.id}`)).toMatchObject({ isOpen: true });
    expect(await open(`programmeEvent/${EVENTS.openCheck.id}`)).toMatchObject({ isOpen: true });
  });

  test('a started, a cancelled and a full event are closed', async () => {
    for (const e of [EVENTS.started, EVENTS.cancelled, EVENTS.full]) expect(await open(`course/${e.id}`)).toMatchObject({ isOpen: false });
  });

  test('the answer tells the seats left after the bookings made', async () => {
    expect(await open(`course/${EVENTS.leadership.id}`)).toEqual({ isOpen: true, seatsLeft: expect.any(Number) });
    expect(await open(`course/${EVENTS.full.id}`)).toEqual({ isOpen: false, seatsLeft: 0 });
  });

  test('type other answers 400 invalid_event_type', async () => {
    await refused(`other/${EVENTS.leadership.id}`, 400, 'invalid_event_type');
  });

  test('an unknown type answers 400 invalid_event_type', async () => {
    await refused(`concert/${EVENTS.leadership.id}`, 400, 'invalid_event_type');
    await refused(`constructor/${EVENTS.leadership.id}`, 400, 'invalid_event_type');
  });

  test('an unknown event, or one of the other type, answers 404 unknown_item', async () => {
    await refused('course/9199997', 404, 'unknown_item');
    await refused(`programme/${EVENTS.leadership.id}`, 404, 'unknown_item');
  });

  test('ids that are not positive integers answer 400 invalid_body', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999']) await refused(`course/${id}`, 400, 'invalid_body');
  });

  test('the answer is not cached by the browser', async () => {
    const response = await getPath(`/api/backend/event/course/${EVENTS.leadership.id}`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
