import { paths } from '@/config/paths';

/** The template builder for a saved template (id) or a new one on a channel (channelId). */
export function builderHref(target: { id: number } | { channelId: number }): string {
  const query = 'id' in target ? `id=${target.id}` : `channelId=${target.channelId}`;
  return `${paths.communication.templateBuilder.getHref()}?${query}`;
}
