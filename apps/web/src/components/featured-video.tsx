import { fileExtension, PREVIEW_EXTENSIONS, type Resource } from "@btw/contracts";
import { HostedVideo, LazyYouTube } from "./lazy-embed.tsx";
import { Skeleton } from "./skeleton.tsx";

const isVideo = (resource: Resource) =>
  (PREVIEW_EXTENSIONS.video as readonly string[]).includes(fileExtension(resource.resource_files));

interface FeaturedVideoProps {
  resources: Resource[] | undefined;
  loading: boolean;
  fallbackYouTubeId: string;
  fallbackTitle: string;
}

/** The newest uploaded video of a list, or (spec) a fixed fallback video when there is none. */
export function FeaturedVideo({ resources, loading, fallbackYouTubeId, fallbackTitle }: FeaturedVideoProps) {
  if (loading) return <Skeleton className="featured-video__skeleton" height="auto" radius="20px" />;
  const latest = resources?.filter(isVideo).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (latest) return <HostedVideo src={latest.resource_files} title={latest.title} />;
  return <LazyYouTube videoId={fallbackYouTubeId} title={fallbackTitle} />;
}
