// The inline script in the head of a page run as islands (web/document.tsx): holds the presses
// that come before the islands have started.
import { holdPresses } from '../hold-presses';

holdPresses(window);
