import {
  Alert,
  Button,
  FileButton,
  Image,
  Radio,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { familyOf, SIGNATURE_FONTS } from '../lib/fonts';
import { imageFileToPngBase64 } from '../lib/image-to-png';
import type { TSignatureFont, TSignatureInput } from '../lib/types';
import { SignaturePad } from './signature-pad';

type TTab = 'DRAWN' | 'TEXT' | 'UPLOADED' | 'GENERATED';

type TProps = {
  /** The signer's name: the typed signature starts from it and the generated one is made of it. */
  name: string;
  /** The signature as the server takes it, or null while there is none yet. */
  onChange: (signature: TSignatureInput | null) => void;
};

/** The four ways to sign: draw, type in a font, upload a picture, or have one made from the name. */
export function SignaturePicker({ name, onChange }: TProps) {
  const [tab, setTab] = useState<TTab>('DRAWN');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [typed, setTyped] = useState(name);
  const [font, setFont] = useState<TSignatureFont>('caveat');
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    onChange(signatureOf({ tab, drawn, typed, font, uploaded, name }));
  }, [tab, drawn, typed, font, uploaded, name, onChange]);

  return (
    <Tabs value={tab} onChange={(value) => setTab((value as TTab | null) ?? 'DRAWN')} keepMounted>
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        <Tabs.Tab value="DRAWN" px="xs">
          Draw
        </Tabs.Tab>
        <Tabs.Tab value="TEXT" px="xs">
          Type
        </Tabs.Tab>
        <Tabs.Tab value="UPLOADED" px="xs">
          Upload
        </Tabs.Tab>
        <Tabs.Tab value="GENERATED" px="xs">
          My name
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="DRAWN" pt="sm">
        <SignaturePad onChange={setDrawn} />
      </Tabs.Panel>
      <Tabs.Panel value="TEXT" pt="sm">
        <Stack gap="sm">
          <TextInput
            label="Type your signature"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={80}
          />
          <Radio.Group
            label="Font"
            value={font}
            onChange={(value) => setFont(value as TSignatureFont)}
          >
            <Stack gap={6} mt={4}>
              {SIGNATURE_FONTS.map((f) => (
                <Radio
                  key={f.font}
                  value={f.font}
                  label={
                    <span>
                      <span style={{ fontFamily: f.family, fontSize: 26, lineHeight: 1.2 }}>
                        {typed.trim() || name}
                      </span>
                      <Text span size="xs" c="dimmed" ml={8}>
                        {f.label}
                      </Text>
                    </span>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="UPLOADED" pt="sm">
        <Stack gap="sm">
          <Text size="sm">A photo or scan of your signature, as a PNG or JPEG up to 5 MB.</Text>
          <FileButton
            accept="image/png,image/jpeg"
            onChange={(file) => {
              if (!file) return;
              setUploadError(null);
              imageFileToPngBase64(file).then(setUploaded, (error: Error) => {
                setUploaded(null);
                setUploadError(error.message);
              });
            }}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {uploaded ? 'Choose another picture' : 'Choose a picture'}
              </Button>
            )}
          </FileButton>
          {uploadError ? (
            <Alert color="red" role="alert">
              {uploadError}
            </Alert>
          ) : null}
          {uploaded ? (
            <Image
              src={`data:image/png;base64,${uploaded}`}
              alt="Your uploaded signature"
              mah={120}
              fit="contain"
              bg="white"
            />
          ) : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="GENERATED" pt="sm">
        <Text size="sm" mb="xs">
          A signature made from your name:
        </Text>
        <Text
          data-testid="generated-signature"
          style={{ fontFamily: familyOf('honeyscript'), fontSize: 34 }}
          aria-label={`Signature made from ${name}`}
        >
          {name}
        </Text>
      </Tabs.Panel>
    </Tabs>
  );
}

function signatureOf(state: {
  tab: TTab;
  drawn: string | null;
  typed: string;
  font: TSignatureFont;
  uploaded: string | null;
  name: string;
}): TSignatureInput | null {
  switch (state.tab) {
    case 'DRAWN':
      return state.drawn ? { style: 'DRAWN', imagePngBase64: state.drawn } : null;
    case 'TEXT':
      return state.typed.trim()
        ? { style: 'TEXT', text: state.typed.trim(), font: state.font }
        : null;
    case 'UPLOADED':
      return state.uploaded ? { style: 'UPLOADED', imagePngBase64: state.uploaded } : null;
    case 'GENERATED':
      return state.name.trim()
        ? { style: 'GENERATED', text: state.name.trim(), font: 'honeyscript' }
        : null;
  }
}
