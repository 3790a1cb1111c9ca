import { diaryFallAnswers, type DiaryFall, type DiaryFallAnswer } from '@care/api-client';
import { chakra } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function answerText(answer: DiaryFallAnswer, t: TFunction): string {
  if (typeof answer === 'string') return answer;
  if ('term' in answer) return t(answer.term);
  return answer.terms.map((term) => t(term)).join(', ');
}

/**
 * A fall's record (docs/behaviour/diary.md#falls-and-incidents) under a disclosure named
 * "Fall or incident report": closed, the entry stays one card in the list; open, its answers as
 * a list of terms and descriptions, in the form's order.
 */
export function FallRecord({ fall }: { fall: DiaryFall }) {
  const { t } = useTranslation();
  return (
    <chakra.details borderWidth="1px" borderRadius="md" px="3" py="2">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        {t('diary.fall.title')}
      </chakra.summary>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, max-content) 1fr' }}
        columnGap="4"
        rowGap="1"
        mt="2"
        textStyle="sm"
      >
        {diaryFallAnswers(fall).map(([label, answer]) => (
          <chakra.div key={label} display="contents">
            <chakra.dt fontWeight="semibold">{t(label)}</chakra.dt>
            <chakra.dd m="0" whiteSpace="pre-wrap" wordBreak="break-word">
              {answerText(answer, t)}
            </chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </chakra.details>
  );
}
