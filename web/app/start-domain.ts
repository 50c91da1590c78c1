// The cart's controller with the cart and checkout rules and their schemas, evaluated in a task of
// their own before the rest of the app (web/entry-client.tsx): zod builds each schema as its
// module evaluates, the largest part of evaluating the app's modules.
import '../cart/cart-controller';
