import { PolicyDocument } from '../components/policy-document';

export function RefundPage() {
  return <PolicyDocument policy="refund" />;
}
