import { AccordionItem } from '../../../components/ui/accordion.tsx';
import { useCopyList } from './use-copy.ts';

type Question = { q: string; a: string };

/** The 12 questions of the FAQ, each opening on its own. */
export function FaqList() {
  const questions = useCopyList<Question>('faqPage.items');
  return (
    <div className="divide-y divide-line border-y border-line">
      {questions.map((question) => (
        <AccordionItem
          key={question.q}
          as="h2"
          title={question.q}
          buttonClassName="py-5 text-base font-semibold text-ink hover:text-ink/75 sm:text-lg"
          panelClassName="pb-5 pr-8 leading-relaxed text-ink/75"
        >
          <p>{question.a}</p>
        </AccordionItem>
      ))}
    </div>
  );
}
