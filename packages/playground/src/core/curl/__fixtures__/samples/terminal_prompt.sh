$ curl -sSL -o out.json -w '%{http_code}' https://example.com/file.json | jq .
