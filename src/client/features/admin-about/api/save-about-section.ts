import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AboutSectionKey } from '@/domain/about';
import {
  aboutSectionSchema,
  type AboutSection,
  type AboutSectionInput,
} from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { aboutEditorKeys, saveSectionMutationKey } from './query-keys';

export interface SaveAboutSectionVariables {
  sectionType: AboutSectionKey;
  input: AboutSectionInput;
}

/** `PUT /api/about-sections/:sectionType` with the title and members; answers the section. */
export function saveAboutSection({
  sectionType,
  input,
}: SaveAboutSectionVariables): Promise<AboutSection> {
  return apiRequest(`/about-sections/${encodeURIComponent(sectionType)}`, {
    method: 'PUT',
    body: input,
    auth: 'admin',
    schema: aboutSectionSchema,
  });
}

export function useSaveAboutSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveSectionMutationKey,
    mutationFn: saveAboutSection,
    onSuccess: async (saved) => {
      queryClient.setQueryData<AboutSection[]>(aboutEditorKeys.sections, (sections) =>
        sections?.map((section) => (section.sectionType === saved.sectionType ? saved : section)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: aboutEditorKeys.sections }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.aboutSections }),
      ]);
    },
  });
}
