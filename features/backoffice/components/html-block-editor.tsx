'use client';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { RichTextField, useZodResolver } from '@/components/forms/form-kit';
import { htmlBlockFieldsSchema } from '../content-pages-schemas';
import { updateHtmlBlock } from '../api/content-pages-api';
import { Answered, useSave } from './content-forms';

type Values = z.input<typeof htmlBlockFieldsSchema>;
type Output = z.output<typeof htmlBlockFieldsSchema>;

/** An html block's content in both languages, with the rich-text editor; sanitised by the server on save. */
export function HtmlBlockEditor({
  block,
}: {
  block: { hook: string; htmlNl: string; htmlEn: string; updatedAt: string };
}) {
  const t = useTranslations('backoffice.content.htmlBlocks');
  const { handleSubmit, formState, setError, control } = useForm<Values, unknown, Output>({
    resolver: useZodResolver(htmlBlockFieldsSchema),
    defaultValues: { htmlNl: block.htmlNl, htmlEn: block.htmlEn },
  });
  const { mutation, answer } = useSave(
    (v: Output, version) => updateHtmlBlock(block.hook, { ...v, updatedAt: version }),
    setError,
    ['htmlNl', 'htmlEn'],
    t('saved'),
    { version: block.updatedAt },
  );
  return (
    <form
      noValidate
      className="card space-y-4 p-4"
      data-testid="html-block-editor"
      onSubmit={(ev) => void handleSubmit((v) => mutation.mutate(v))(ev)}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <RichTextField
          control={control}
          name="htmlNl"
          id="html-block-nl"
          label={t('htmlNl')}
          lang="nl"
          error={formState.errors.htmlNl?.message}
        />
        <RichTextField
          control={control}
          name="htmlEn"
          id="html-block-en"
          label={t('htmlEn')}
          lang="en"
          error={formState.errors.htmlEn?.message}
        />
      </div>
      <Answered answer={answer} testId="html-block-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
