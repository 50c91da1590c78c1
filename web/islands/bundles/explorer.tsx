import { RefreshButton } from '../../header/refresh-button';
import { SiteHeader } from '../../header/site-header';
import { VideoStill } from '../../video/video-still';
import { Explorer } from '../../search/explorer';
import type { BundleComponents } from '../island-bundles';
import { startIslands } from '../start-islands';

const components: BundleComponents<'explorer'> = { header: SiteHeader, explorer: Explorer, 'video-still': VideoStill, refresh: RefreshButton };
startIslands(components);
