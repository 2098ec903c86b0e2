import { PolicyDocument } from '../components/policy-document';

export function DeliveryPage() {
  return <PolicyDocument policy="delivery" />;
}
