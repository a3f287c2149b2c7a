import 'server-only';
import { captchaSiteKey } from '@/lib/captcha';
import { DeferredReviewForm } from './review-form-deferred';
import { ReviewFields } from './review-fields';

/** Write a shop review (or a product review with productId): rendered plain, made live on approach. */
export function ReviewFormLight({ productId }: { productId?: number }) {
  return (
    <DeferredReviewForm productId={productId}>
      <ReviewFields id={productId ? `review-${productId}` : 'review'} captchaNotice={!!captchaSiteKey()} />
    </DeferredReviewForm>
  );
}
