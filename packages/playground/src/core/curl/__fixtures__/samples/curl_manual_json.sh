curl --json '{ "drink": "coffe" }' -H 'Accept: text/html' https://example.com/
