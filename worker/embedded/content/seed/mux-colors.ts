/**
 * Background colours of the seed videos, keyed by playback id. The ids are made up: the embedded
 * video service answers exactly these with its own stills and clip; Mux has no such videos, so
 * with `VIDEO_SERVICE=mux` the cards and pages keep the item's image.
 */
export const MUX_COLORS: Readonly<Record<string, string>> = {
  Zq8vR3mT2pLw9sKd4NfYb7Gh1Jc5Xu6A: '#1d2b4f',
  Hd7Kp2WqX9mL4tRz8VbN3cYs6Fg1Ju5E: '#23303a',
  Pw4Nc8TzK1vQ6mHr3XsB9dLf2Gy7Ja5U: '#2a2f45',
  Rb6Tm1XqV8kN3pZw5LcD9sHf2Yj7Ga4K: '#0f2a5c',
  Kx5Wd9PmR2tY7vQb4NzH1cLs8Fg3Ej6T: '#27324a',
  Gn2Lq7YsW4pB9xKt6MdR1vZc3Hf8Ju5A: '#1b3b5a',
  Vc3Pj8NwT5qR1mXk7LbZ4sGd9Hy2Fe6W: '#203050',
};
