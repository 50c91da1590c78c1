import type { ContentEvent } from '../../shared/content/content-event';
import type { Course } from '../../shared/content/course';
import type { Programme } from '../../shared/content/programme';
import { AddToCartButton, type BookableEvent } from '../cart';
import { useI18n } from '../app/i18n-context';
import { Island } from '../islands/island';
import { formatDate } from '../../shared/calendar/date-format';

/** The cart's view of an event of a course or programme. */
export function bookableEvent(event: ContentEvent, item: Course | Programme): BookableEvent {
  return {
    id: event.id,
    postId: event.postId,
    documentId: event.documentId,
    displayTitle: item.title,
    startDate: event.startDate,
    endDate: event.endDate,
    category: event.category,
    type: event.type,
    seatsLeft: event.seats,
    bookingRules: { locationOptions: event.locationOptions, checkoutConstraints: event.checkoutConstraints },
  };
}

/** The control that adds an event to the cart (the browser cart's button); disabled when closed. */
export function BookEventControl({ event, item, closed }: { event: ContentEvent; item: Course | Programme; closed: boolean }) {
  const { language } = useI18n();
  return (
    <Island
      name="add-to-cart"
      component={AddToCartButton}
      props={{ event: bookableEvent(event, item), startDay: formatDate(event.startDate, language), disabled: closed }}
    />
  );
}
