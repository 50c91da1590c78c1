import { useEffect, useState } from 'react';
import { useSiteLocation } from '../app/navigation';
import { useSiteData } from '../app/site-data';

const PREVIEW_FLAG = 'fei:preview';

/**
 * Whether preview mode is on: `?preview=true` turns it on for the browser session and
 * `?preview=false` turns it off; a preview page's data also says so.
 */
export function usePreviewMode(): boolean {
  const location = useSiteLocation();
  const { previewPage } = useSiteData();
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    const param = new URLSearchParams(location.search).get('preview');
    try {
      if (param === 'true') sessionStorage.setItem(PREVIEW_FLAG, 'true');
      if (param === 'false') sessionStorage.removeItem(PREVIEW_FLAG);
      setFlag(sessionStorage.getItem(PREVIEW_FLAG) === 'true');
    } catch {
      setFlag(param === 'true');
    }
  }, [location.search]);
  return flag || previewPage;
}
