import type { ContentEvent } from '../../shared/content/content-event';
import type { Course } from '../../shared/content/course';
import type { Programme } from '../../shared/content/programme';
import { AddToCartButton, type BookableEvent } from '../cart';
import { Island } from '../islands/island';

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
  };
}

/** The control that adds an event to the cart (the browser cart's button); disabled when closed. */
export function BookEventControl({ event, item, closed }: { event: ContentEvent; item: Course | Programme; closed: boolean }) {
  return <Island name="add-to-cart" component={AddToCartButton} props={{ event: bookableEvent(event, item), disabled: closed }} />;
}
