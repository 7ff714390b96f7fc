import { PlaceholderPage } from '@/shared/components/placeholder-page';

// Scaffold: filled in by the audience work.
export default function DynamicListEditorPage() {
  return <PlaceholderPage id="masterData" withHeader={false} />;
}
