// The people's and the items' schemas of a cart, evaluated in a task of their own before the rest
// of the cart's domain (web/entry-client.tsx): zod builds every schema as its module evaluates,
// and the cart's schemas together took one task of 13-16 ms of this machine's CPU, over the
// 12.5 ms that a phone's simulation (four times as long) counts as blocking. The cart's order,
// meta, totals and rules then evaluate in web/app/start-domain.ts, on these modules already built.
import '../../shared/schemas/customer';
import '../../shared/schemas/participant';
import '../../shared/schemas/contact-person';
import '../../shared/schemas/cart-item';
